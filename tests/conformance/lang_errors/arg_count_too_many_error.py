def area(width, height):
    return width * height


rooms = {"kitchen": (3, 4), "hall": (1.5, 6)}
for name, dims in rooms.items():
    print(name, area(*dims))
print(area(2, 3, 4))
