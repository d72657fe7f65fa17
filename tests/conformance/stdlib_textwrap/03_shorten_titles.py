import textwrap

articles = [
    ("2024-03-01", "Quarterly earnings beat expectations as cloud revenue grows 34% year over year"),
    ("2024-03-02", "New   tariffs\ton imported steel could   raise construction costs"),
    ("2024-03-04", "Short title"),
    ("2024-03-05", "Supercalifragilisticexpialidocious-marketing-campaign-launches-today worldwide"),
]

print(f"{'date':<12}{'title':<40}")
for date, title in articles:
    print(f"{date:<12}{textwrap.shorten(title, width=40):<40}|")

for width in (10, 12, 15, 20, 80):
    print(width, repr(textwrap.shorten("Hello  world, this is a test!", width=width)))

print(textwrap.shorten("The weather today is sunny with light winds", 25, placeholder="..."))
print(textwrap.shorten("The weather today is sunny with light winds", 25, placeholder=" (more)"))
print(repr(textwrap.shorten("   ", 10)))
print(textwrap.shorten("word " * 20, width=30, break_long_words=False))
