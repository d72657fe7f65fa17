pages = range(0, 95, 10)
print(list(pages), len(pages), pages.start, pages.stop, pages.step, pages[-1], pages.index(40))
print(range(5)[::-1], range(10)[2:8:3], 30 in pages, pages.count(30))
print(pages.steps)
