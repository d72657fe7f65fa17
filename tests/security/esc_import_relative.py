# expect: rejected | error ImportError | error SyntaxError
from . import secrets
