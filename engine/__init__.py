"""Ludus rules engine: pure Python, never imports pygame."""
