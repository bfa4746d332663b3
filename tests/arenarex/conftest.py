

def pytest_configure(config):
    # the coordinator registers this marker in tests/conftest.py; registering it
    # here too keeps tests/arenarex runnable on its own
    config.addinivalue_line("markers", "rule(game, section): the rulebook section a test checks")
