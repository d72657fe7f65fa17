def resize(image, width, height):
    return f"{image} -> {width}x{height}"


attempts = [
    {"width": 10, "height": 20},
    {"width": 10, "heigth": 20},
    {"w": 1, "h": 2},
]
for kwargs in attempts:
    try:
        print(resize("logo.png", **kwargs))
    except TypeError as e:
        print("TypeError:", e)
try:
    print(sorted([3, 1], reversed=True))
except TypeError as e:
    print("TypeError:", e)
