def running_stats():
    count = 0
    total = 0.0
    largest = None

    def add(value):
        nonlocal count, total, largest
        count += 1
        total += value
        if largest is None or value > largest:
            largest = value
        return {"n": count, "mean": round(total / count, 2), "max": largest}

    return add


track = running_stats()
for latency in [120, 80, 200, 95]:
    print(track(latency))
other = running_stats()
print(other(1))
