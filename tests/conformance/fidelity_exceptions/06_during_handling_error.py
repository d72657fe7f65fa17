# An error inside an except block: the traceback shows both exceptions.
def average(values):
    try:
        return sum(values) / len(values)
    except ZeroDivisionError:
        raise ValueError("no values to average")

print(average([1, 2, 3]))
print(average([]))
