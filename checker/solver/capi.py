"""Term construction through Z3's C API, with literal truths folded.

z3py's constructors check sorts, coerce their arguments and wrap them again:
``z3.If`` costs about 36 µs, ``z3.And`` of two terms 44 µs, ``z3.IntVal``
9 µs, while the C call and one wrapper cost about 6 µs. A concrete turn
builds tens of thousands of terms, most of them in the few helpers that
use this module, so building them here makes the encoding several times
cheaper to build.

The terms are those of z3's main context, which is the only one the
checker uses; arguments are Bool terms (or Python bools) where a condition
is expected and Int terms (or Python ints) where a number is.

Reading a term (its id, kind, sort, arguments) goes to the C function
without z3py's error check, a second C call after each: such a query
cannot fail on a live term, and the walks over score trees make about a
million of them per edition checked. A wrapper is made without z3py's
constructor (``wrap_bool``, ``wrap_int``), with the same reference taken.
The ``exact_*`` builders make the very terms z3py's ``Implies``, ``And``
and ``Not`` make, without their coercions. Term ids are not stable for all
that: Z3 reuses a freed term's id, and when an encoding is freed depends on
when Python's cyclic collector runs (a different collection threshold alone
gave the asserted terms other ids), and ids steer the solver's search. So a
change here is checked by its outputs, byte for byte (issue 32).
"""

from __future__ import annotations

import z3

CTX = z3.main_ctx()
_REF = CTX.ref()


def _unchecked(name: str):
    """The C function ``name`` itself, which z3py's checked function holds
    (that function if a z3 release holds it otherwise)."""
    checked = getattr(z3, name)
    held = (checked.__defaults__ or (None,))[-1]
    return getattr(held, "f", checked)


ast_id = _unchecked("Z3_get_ast_id")
ast_kind = _unchecked("Z3_get_ast_kind")
sort_of = _unchecked("Z3_get_sort")
sort_kind = _unchecked("Z3_get_sort_kind")
app_decl = _unchecked("Z3_get_app_decl")
decl_kind = _unchecked("Z3_get_decl_kind")
arg_count = _unchecked("Z3_get_app_num_args")
arg_of = _unchecked("Z3_get_app_arg")
_inc_ref = _unchecked("Z3_inc_ref")
_new = object.__new__
_BOOL, _INT = z3.BoolRef, z3.ArithRef


def wrap_bool(ast) -> z3.BoolRef:
    """``z3.BoolRef(ast)``: the same object and reference, built without the constructor's checks."""
    term = _new(_BOOL)
    term.ast, term.ctx = ast, CTX
    _inc_ref(_REF, ast)
    return term


def wrap_int(ast) -> z3.ArithRef:
    """``z3.ArithRef(ast)``, as ``wrap_bool``."""
    term = _new(_INT)
    term.ast, term.ctx = ast, CTX
    _inc_ref(_REF, ast)
    return term

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)
_TRUE_ID = TRUE.get_id()
_FALSE_ID = FALSE.get_id()

_NUMBERS: dict = {}


def num(value):
    """``value`` as a term; Python ints become (shared) Int numerals."""
    if isinstance(value, bool):
        return TRUE if value else FALSE
    if isinstance(value, int):
        term = _NUMBERS.get(value)
        if term is None:
            term = _NUMBERS[value] = z3.IntVal(value)
        return term
    return value


def truth(term):
    """True or False for a literal truth (a term or a Python bool), else None."""
    if term is TRUE or term is True:
        return True
    if term is FALSE or term is False:
        return False
    key = ast_id(_REF, term.ast)
    if key == _TRUE_ID:
        return True
    if key == _FALSE_ID:
        return False
    return None


def term_id(term) -> int:
    return ast_id(_REF, term.ast)


def same(a, b) -> bool:
    """Are ``a`` and ``b`` the same term (Z3 shares equal terms)?"""
    return a is b or ast_id(_REF, a.ast) == ast_id(_REF, b.ast)


def _wrap(ast, like):
    return wrap_bool(ast) if isinstance(like, _BOOL) else wrap_int(ast)


def ite(condition, then, otherwise):
    """``If`` that takes its branch on a literal condition and drops the test
    when both branches are the same term."""
    known = truth(condition)
    if known is not None:
        return num(then if known else otherwise)
    then, otherwise = num(then), num(otherwise)
    if same(then, otherwise):
        return then
    if isinstance(then, z3.BoolRef):
        folded = _bool_ite(condition, then, otherwise)
        if folded is not None:
            return folded
    return _wrap(z3.Z3_mk_ite(_REF, condition.as_ast(), then.as_ast(), otherwise.as_ast()), then)


def _bool_ite(condition, then, otherwise):
    """A Boolean ``If`` with a literal branch as ``And``/``Or``, or None."""
    a, b = truth(then), truth(otherwise)
    if a is True:
        return condition if b is False else any_of([condition, otherwise])
    if a is False:
        return negation(condition) if b is True else all_of([negation(condition), otherwise])
    if b is True:
        return any_of([negation(condition), then])
    if b is False:
        return all_of([condition, then])
    return None


def ast_array(terms):
    """The C array of ``terms``' ASTs that Z3's n-ary constructors take."""
    out = (z3.Ast * len(terms))()
    for i, t in enumerate(terms):
        out[i] = t.as_ast()
    return out


def _junction(conditions, absorbing: bool, make):
    """``make`` over the conditions that are not literal truths; the
    absorbing truth if one of them is it, the other truth if none is left."""
    parts = []
    for c in conditions:
        known = truth(c)
        if known is absorbing:
            return TRUE if absorbing else FALSE
        if known is None:
            parts.append(c)
    if not parts:
        return FALSE if absorbing else TRUE
    if len(parts) == 1:
        return parts[0]
    return wrap_bool(make(_REF, len(parts), ast_array(parts)))


def all_of(conditions):
    """``And`` without the literal truths (False if one is False)."""
    return _junction(conditions, False, z3.Z3_mk_and)


def any_of(conditions):
    """``Or`` without the literal falsities (True if one is True)."""
    return _junction(conditions, True, z3.Z3_mk_or)


def negation(condition):
    known = truth(condition)
    if known is not None:
        return FALSE if known else TRUE
    return wrap_bool(z3.Z3_mk_not(_REF, condition.as_ast()))


def implies(a, b):
    known = truth(a)
    if known is False:
        return TRUE
    if known is True:
        return num(b)
    then = truth(b)
    if then is True:
        return TRUE
    if then is False:
        return negation(a)
    return wrap_bool(z3.Z3_mk_implies(_REF, a.as_ast(), b.as_ast()))


def equal(a, b):
    """``a == b`` (Ints or Bools); True when they are the same term."""
    a, b = num(a), num(b)
    if same(a, b):
        return TRUE
    if isinstance(a, z3.BoolRef):
        x, y = truth(a), truth(b)
        if x is not None:
            return b if x else negation(b)
        if y is not None:
            return a if y else negation(a)
    return wrap_bool(z3.Z3_mk_eq(_REF, a.as_ast(), b.as_ast()))



def is_true(term) -> bool:
    return truth(term) is True


def is_false(term) -> bool:
    return truth(term) is False


def exact_implies(a, b):
    """``z3.Implies(a, b)``, the very term (no literal is folded), built
    without z3py's casts when both are Bool terms."""
    if isinstance(a, _BOOL) and isinstance(b, _BOOL):
        return wrap_bool(z3.Z3_mk_implies(_REF, a.ast, b.ast))
    return z3.Implies(a, b)


def exact_and(*conditions):
    """``z3.And(*conditions)``, the very term, as ``exact_implies``."""
    if conditions and all(isinstance(c, _BOOL) for c in conditions):
        return wrap_bool(z3.Z3_mk_and(_REF, len(conditions), ast_array(conditions)))
    return z3.And(*conditions)


def exact_not(condition):
    """``z3.Not(condition)``, the very term, as ``exact_implies``."""
    if isinstance(condition, _BOOL):
        return wrap_bool(z3.Z3_mk_not(_REF, condition.ast))
    return z3.Not(condition)
