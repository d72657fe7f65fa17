def bsearch(items, target):
    lo, hi = 0, len(items) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if items[mid] == target:
            print(f"{target}: index {mid} after {steps} steps")
            break
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    else:
        print(f"{target}: absent after {steps} steps (insert at {lo})")


data = [2, 3, 5, 7, 11, 13, 17, 19, 23]
for t in [7, 2, 23, 4, 30]:
    bsearch(data, t)
