def tag(name, **attrs):
    extra = "".join(f' {k}="{v}"' for k, v in attrs.items())
    def decorate(func):
        def wrapper(*args):
            return f"<{name}{extra}>{func(*args)}</{name}>"
        wrapper.__name__ = func.__name__
        return wrapper
    return decorate


@tag("div", cls="card")
@tag("p")
@tag("span", id="price")
def price(amount):
    return f"${amount:.2f}"


print(price(9.5))
print(price(120))
print(price.__name__)
