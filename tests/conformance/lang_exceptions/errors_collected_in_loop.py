rows = ["10", "x", "30", "", "5.5", "-2"]
parsed, problems = [], []
for i, raw in enumerate(rows):
    try:
        value = int(raw)
        if value < 0:
            raise ValueError(f"negative: {value}")
    except ValueError as e:
        problems.append((i, str(e)))
        continue
    else:
        parsed.append(value)
    finally:
        pass
print("parsed:", parsed)
for i, msg in problems:
    print(f"row {i}: {msg}")
