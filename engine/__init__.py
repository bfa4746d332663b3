"""Ludus rules engine: pure Python, never imports pygame.

The design as built is docs/design.md; the contract every game implements is docs/contract.md."""
