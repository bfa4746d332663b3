"""Tournaments: seeded bot games on every core or a Ray cluster, a results file that a
stopped run resumes from, and a balance report (``main.py tournament``)."""
