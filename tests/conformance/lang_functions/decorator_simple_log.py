def logged(func):
    def wrapper(*args):
        print(f"-> {func.__name__}{args}")
        result = func(*args)
        print(f"<- {func.__name__} = {result}")
        return result
    return wrapper


@logged
def add(a, b):
    return a + b


@logged
def shout(word):
    return word.upper() + "!"

add(2, 3)
shout("hey")
print(add.__name__, shout.__name__)
