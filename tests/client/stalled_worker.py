"""A bot worker that takes requests and never answers: a bot that thinks past any cap,
whatever the speed of the machine (imported by the spawned worker process)."""


def stalled_main(inbox, outbox) -> None:
    while inbox.get() is not None:
        pass
