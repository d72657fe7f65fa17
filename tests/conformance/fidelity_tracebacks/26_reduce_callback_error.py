# Multiply ratios with functools.reduce; one ratio is zero.
import functools

def safe_div(acc, r):
    return acc / r

ratios = [2, 4, 0.5]
print("product:", functools.reduce(lambda a, b: a * b, ratios))
print("chain:", functools.reduce(safe_div, [100, 2, 0]))
