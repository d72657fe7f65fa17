class DataError(Exception):
    pass


def average(values):
    try:
        return sum(values) / len(values)
    except ZeroDivisionError as e:
        raise DataError("cannot average an empty list") from e


print(average([3, 4, 5]))
print(average([]))
