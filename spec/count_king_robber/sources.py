"""The documents that Count, King & Robber's clauses cite, named for people
(``spec.robbers.sources`` says how)."""

from spec._model import Document

CKR_WIKI = Document(
    file="003_baf01d8104b01b8f.txt",
    title="Count, King and Robber",
    publisher="WikiCarpedia, the Carcassonne rules wiki",
    date="2017",
    address="https://wikicarpedia.com/car/Count,_King_and_Robber",
    kind="rules wiki page",
    about=("The page quotes the Hans im Glück new-edition text (2017) of the City of Carcassonne and the "
           "Count, the King and Robber Baron tiles and the cultists; its footnotes record where the Z-Man "
           "text differs and a 1st-edition (2008) ruling; its Q&As are undated but for a few (5/2007, "
           "10/2012, 7/2014). The scrape lost its districts table and parts of the other-expansions section. "
           "The page itself carries no date."),
)

DOCUMENTS = (CKR_WIKI,)
