def render(label, value, width=10, fill="."):
    return label + fill * (width - len(label)) + str(value)

print(render("cpu", "93%"))
print(render("memory", "1.2G", width=14))
print(render("disk", "40%", fill=" "))
print(render("net", "ok", colour="green"))
