"""Parts several games share but the contract does not need: sealed rounds (simultaneous secret
answers), negotiation (offers, bets and their terms), TOML content files and Tiled maps.

``engine.core`` is the contract alone (values, state, flow, ruleset and game type, registry,
rng, saved moves and replay); a game builds on it and takes from here what its rules use.
"""
