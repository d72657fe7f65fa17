def repeat(times, sep=" "):
    def decorator(func):
        def wrapper(*args, **kwargs):
            return sep.join(func(*args, **kwargs) for _ in range(times))
        wrapper.__name__ = func.__name__
        return wrapper
    return decorator


@repeat(3)
def cheer(team):
    return f"Go {team}!"


@repeat(2, sep=" / ")
def beep():
    return "beep"

print(cheer("Owls"))
print(beep())
print(cheer.__name__, beep.__name__)
