def register(func):
    print("registering", func.__name__)
    # forgot to return func


def validate_price(value):
    return value >= 0


@register
def validate_name(value):
    return bool(value.strip())


print(validate_price(10))
print(validate_name("widget"))
