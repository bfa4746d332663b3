"""Gladiatores: Blood for Roses: rules engine, content and bots (not registered yet)."""
