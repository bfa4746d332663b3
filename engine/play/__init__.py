"""Runners above the contract and the bots: a whole match (``match``) and runs of seeded
bot games (``simulate``, the `sim` command). ``engine.core`` imports nothing from here
nor from ``engine.ai``; this package uses both."""
