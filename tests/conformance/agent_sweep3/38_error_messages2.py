class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def withdraw(self, amt):
        if amt > self.balance:
            raise ValueError(f"insufficient funds: balance {self.balance:.2f}, requested {amt:.2f}")
        self.balance -= amt
a = Account("ann", 10)
checks = [lambda: a.withdraw(25.5), lambda: a.deposit(5), lambda: Account(), lambda: Account("x", 1, 2), lambda: a.withdraw(),
          lambda: a.balanse, lambda: Account.withdraw(5), lambda: a.withdraw(amt=1, extra=2), lambda: len(a), lambda: a[0], lambda: a + 1,
          lambda: iter(a), lambda: a(), lambda: sorted([a, Account("b")]), lambda: hash([]),
          lambda: int("3.5"), lambda: "%d items" % "3", lambda: [1, 2, 3][1:2:0], lambda: list(range(3)).remove(5), lambda: (1, 2).append(3),
          lambda: "abc".foo, lambda: [].count(), lambda: dict(1), lambda: {}.fromkeys(), lambda: max(a for a in []),
          lambda: "x".join("a", "b"), lambda: print("a", end=5), lambda: float("inf") // 0, lambda: int(float("nan")), lambda: int(float("inf"))]
for i, c in enumerate(checks):
    try:
        c()
        print(i, "no error")
    except Exception as e:
        print(i, f"{type(e).__name__}: {e}")
