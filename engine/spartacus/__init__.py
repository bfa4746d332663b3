"""Spartacus: A Game of Blood and Treachery — rules engine, content and bots."""
