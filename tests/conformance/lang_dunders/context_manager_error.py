class Transaction:
    def __init__(self, ledger):
        self.ledger = ledger

    def __enter__(self):
        self.snapshot = dict(self.ledger)
        print("begin", self.snapshot)
        return self.ledger

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("commit", self.ledger)
        else:
            self.ledger.clear()
            self.ledger.update(self.snapshot)
            print("rollback to", self.ledger, "because", exc_type.__name__)


accounts = {"a": 100, "b": 0}
with Transaction(accounts) as led:
    led["a"] -= 30
    led["b"] += 30
with Transaction(accounts) as led:
    led["a"] -= 500
    if led["a"] < 0:
        raise ValueError("insufficient funds in a")
