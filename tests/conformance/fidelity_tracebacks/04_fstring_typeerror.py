# Format a report line; the count is a string by mistake.
count = "5"
price = 2.5
print(f"price each: {price:.2f}")
print(f"total: {count * price:.2f}")
