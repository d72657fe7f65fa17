from contextlib import contextmanager
log = []
@contextmanager
def transaction(name):
    log.append(f"begin {name}")
    try:
        yield {"name": name, "ops": []}
        log.append(f"commit {name}")
    except Exception as e:
        log.append(f"rollback {name}: {type(e).__name__}")
        raise
@contextmanager
def timer(label):
    log.append(f"start {label}")
    yield
    log.append(f"stop {label}")
def transfer(accounts, src, dst, amount):
    with timer("transfer"):
        with transaction("t1") as tx:
            tx["ops"].append(("debit", src, amount))
            accounts[src] -= amount
            accounts[dst] += amount
    return accounts
accts = {"a": 100, "b": 50}
print(transfer(accts, "a", "b", 30), log)
log.clear()
transfer(accts, "a", "c", 10)
