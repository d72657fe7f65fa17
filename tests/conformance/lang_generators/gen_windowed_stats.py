def windows(values, size):
    window = []
    for v in values:
        window.append(v)
        if len(window) > size:
            window.pop(0)
        if len(window) == size:
            yield tuple(window)


def moving_average(values, size):
    for w in windows(values, size):
        yield round(sum(w) / size, 2)


prices = [10, 12, 11, 15, 14, 18, 20]
print(list(windows(prices, 3)))
print(list(moving_average(prices, 3)))
print(list(moving_average(prices, 10)))
