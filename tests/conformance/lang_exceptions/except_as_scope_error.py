def risky(n):
    if n % 2:
        raise ValueError(f"odd value {n}")
    return n // 2


results = []
for n in [4, 7, 10]:
    try:
        results.append(risky(n))
    except ValueError as err:
        print("caught:", err)
print(results)
print("last error was:", err)
