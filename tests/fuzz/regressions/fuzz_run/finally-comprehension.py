try:
    raise ValueError
finally:
    [v for v in "xy"]
