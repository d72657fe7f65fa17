def classify(event):
    match event:
        case ("click", x, y):
            kind = "click"
        case ("key", key):
            kind = "key"
        case ("scroll", amount):
            kind = "scroll"
    return kind


print(classify(("click", 10, 20)))
print(classify(("key", "Enter")))
print(classify(("resize", 800, 600)))
