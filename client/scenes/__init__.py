"""The client's scenes: title, settings, notices (more arrive with later work)."""
