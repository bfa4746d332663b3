"""Benchmarks: figures, not pass/fail. Run `python -m bench [--quick] [--json] [NAME ...]`."""
