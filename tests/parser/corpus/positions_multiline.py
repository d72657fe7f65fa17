result = compute(
    first_argument,
    second=value,
    *rest,
    **options,
)
total = (
    a
    + b
    - c
)
data = {
    "key": [
        1,
        2,
    ],
}
text = """
multi
line
""".strip()
chain = (obj
         .method()
         .attr)
if (a and
        b):
    pass
def long_signature(
    a: int,
    b: str = "x",
) -> None:
    pass
x = [
    y
    for y in range(10)
    if y
]
call(f"""
{x}
""")
