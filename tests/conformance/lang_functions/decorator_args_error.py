def require_role(role):
    def decorator(func):
        def wrapper(user, *args):
            if role not in user["roles"]:
                raise PermissionError(f"{user['name']} needs role {role!r} for {func.__name__}")
            return func(user, *args)
        return wrapper
    return decorator


@require_role("admin")
def delete_account(user, account):
    return f"{user['name']} deleted {account}"


@require_role("viewer")
def view(user, page):
    return f"{user['name']} viewed {page}"

root = {"name": "root", "roles": ["admin", "viewer"]}
guest = {"name": "guest", "roles": ["viewer"]}
print(delete_account(root, "acct-1"))
print(view(guest, "home"))
print(delete_account(guest, "acct-2"))
