# Build a shipping label from parts; the zip code is an int.
def label(name, street, city, zipcode):
    return name + "\n" + street + "\n" + city + " " + zipcode

print(label("Ana", "1 Main St", "Springfield", "12345"))
text = label(
    "Bo",
    "2 Side Rd",
    "Shelbyville",
    67890,
)
print(text)
