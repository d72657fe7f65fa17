orders = [[1, 2, 3], [4, -1, 6], [], [7, 8]]
for idx, order in enumerate(orders):
    for qty in order:
        if qty < 0:
            print(f"order {idx}: invalid qty {qty}")
            break
        if qty % 2:
            continue
    else:
        print(f"order {idx}: all {len(order)} quantities valid")
for attempt in range(3):
    if attempt < 5:
        continue
    break
else:
    print("loop ended without break; attempt =", attempt)
