def bold(func):
    def wrapper(text):
        return "<b>" + func(text) + "</b>"
    return wrapper


def italic(func):
    def wrapper(text):
        return "<i>" + func(text) + "</i>"
    return wrapper


@bold
@italic
def emphasize(text):
    return text.strip()


@italic
@bold
def label(text):
    return text.title()

print(emphasize("  hello "))
print(label("status ok"))
