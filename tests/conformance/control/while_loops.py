n = 10
while n > 0:
    n -= 3
print(n)
count = 0
total = 0
while True:
    count += 1
    if count % 2 == 0:
        continue
    total += count
    if count > 15:
        break
print(count, total)
balance = 1000.0
years = 0
while balance < 2000:
    balance *= 1.07
    years += 1
print(years, round(balance, 2))
