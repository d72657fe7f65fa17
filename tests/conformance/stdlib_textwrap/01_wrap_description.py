import textwrap

description = (
    "The ErgoDesk Pro is a height-adjustable standing desk with a dual-motor "
    "lift system, programmable memory presets, and a scratch-resistant bamboo "
    "surface. It supports up to 120 kg and moves between 62 cm and 127 cm in "
    "under 20 seconds."
)

lines = textwrap.wrap(description, width=40)
print(f"{len(lines)} lines")
for i, line in enumerate(lines, 1):
    print(f"{i:2d} | {line:<40} | {len(line)}")

print(max(len(l) for l in lines) <= 40)
print(textwrap.wrap(description, 25)[:3])
print(textwrap.wrap(""))
print(textwrap.wrap("   "))
print(textwrap.wrap("one"))
print(textwrap.wrap("Short text that fits.", width=70))
