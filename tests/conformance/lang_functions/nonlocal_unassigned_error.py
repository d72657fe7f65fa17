def make_tracker():
    def record(amount):
        nonlocal balance
        balance += amount
        return balance

    print("recording before the balance exists")
    record(10)
    balance = 0
    return record


tracker = make_tracker()
print(tracker(5))
