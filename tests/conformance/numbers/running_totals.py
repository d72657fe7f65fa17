transactions = [120, -45, 300, -80, -500, 75, 1000, -2]
balance = 0
lowest = None
for t in transactions:
    balance += t
    if lowest is None or balance < lowest:
        lowest = balance
    print(t, balance)
print("final:", balance, "lowest:", lowest)
deposits = sum([t for t in transactions if t > 0])
withdrawals = -sum([t for t in transactions if t < 0])
print(deposits, withdrawals, deposits - withdrawals == balance)
print(abs(lowest) // 100, abs(lowest) % 100)
