def clamp(value, /, low=0, high=100):
    """Clamp value into [low, high]."""
    if value < low:
        return low
    if value > high:
        return high
    return value


readings = [-5, 42, 130, 99.5]
for r in readings:
    print(r, "->", clamp(r))

print(clamp(7, 10))
print(clamp(250, high=200))
print(clamp(3, low=5, high=9))

# the parameter name is free for a keyword argument in **kwargs-style callers
def tag(name, /, **attrs):
    parts = [name] + [f'{k}="{v}"' for k, v in attrs.items()]
    return "<" + " ".join(parts) + ">"

print(tag("a", href="/home", name="nav"))
print(tag("img", src="logo.png"))
