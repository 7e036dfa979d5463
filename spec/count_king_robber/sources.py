"""The documents that Count, King & Robber's clauses cite."""

from spec._model import Document

CKR_WIKI = Document(
    file="003_baf01d8104b01b8f.txt",
    title="Count, King & Robber (new edition), rules page: HiG 2017 text, footnotes on the Z-Man text and the 1st edition",
    publisher="Hans im Glück (rules page with official clarifications)",
    date="2017",
)

DOCUMENTS = (CKR_WIKI,)
