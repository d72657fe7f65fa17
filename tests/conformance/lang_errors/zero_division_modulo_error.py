total_items = 17
per_page_options = [5, 4, 0]
layouts = []
for per_page in per_page_options:
    print("trying", per_page, "per page")
    pages = total_items // per_page
    leftover = total_items % per_page
    layouts.append((per_page, pages, leftover))
    print(per_page, pages, leftover)
print(layouts)
