// The decks (issue 45, Sight): the setting and its file, `--deck`, each deck's atlas, switching at
// once, and the marks (the atlas's and those drawn by code) told apart without their colours.

#include "app_fixture.hpp"

#include "app/core/decks.hpp"
#include "app/core/paths.hpp"
#include "app/core/settings.hpp"
#include "app/scenes/settings_scene.hpp"
#include "app/table/paint.hpp"

#include <doctest/doctest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace deck_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using parlor::cards::Card;
using parlor::cards::Suit;

namespace {

// The window's pixels as greyscale (ITU-R 601 luma): what an eye that does not see hue sees.
std::vector<int> grey_frame(AppFixture& f) {
    Gfx& g = f.app->gfx();
    std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
    REQUIRE(SDL_RenderReadPixels(f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                 pixels.data(), g.width() * 4) == 0);
    std::vector<int> grey;
    grey.reserve(pixels.size());
    for (const std::uint32_t p : pixels) {
        const int r = int((p >> 16) & 0xff), gr = int((p >> 8) & 0xff), b = int(p & 0xff);
        grey.push_back((299 * r + 587 * gr + 114 * b) / 1000);
    }
    return grey;
}

// What `paint` draws over a card on the felt, in grey, cut to `box`.
std::vector<int> grey_in(AppFixture& f, const Rect& card, const Rect& box,
                         const std::function<void(Gfx&)>& paint) {
    Gfx& g = f.app->gfx();
    g.begin_frame();
    g.clear(Color{40, 110, 70, 255});
    g.card(Card::of(7, Suit::Hearts), card);
    paint(g);
    const std::vector<int> grey = grey_frame(f);
    std::vector<int> cut;
    const int w = g.width();
    for (int y = int(box.y); y < int(box.bottom()); ++y) {
        for (int x = int(box.x); x < int(box.right()); ++x) {
            cut.push_back(grey[static_cast<std::size_t>(y * w + x)]);
        }
    }
    return cut;
}

// A card at its atlas size (the atlas's own pixels, no scaling), with a mark over it or none.
const Rect card_box{20, 20, float(atlas::card_w), float(atlas::card_h)};

std::vector<int> marked_card(AppFixture& f, std::optional<CardOverlay> mark) {
    return grey_in(f, card_box, card_box, [&](Gfx& g) {
        if (mark) {
            g.card_overlay(*mark, card_box);
        }
    });
}

// Where a mark shows in grey: the pixels it changes by more than a faint wash does.
std::vector<bool> shows(const std::vector<int>& marked, const std::vector<int>& bare) {
    std::vector<bool> m(marked.size());
    for (std::size_t i = 0; i < marked.size(); ++i) {
        m[i] = std::abs(marked[i] - bare[i]) > 24;
    }
    return m;
}

// How far apart two marks are in grey, as a share of the card: pixels one of them changes and
// the other does not, or where both do but one is much lighter (a pattern of light and dark
// against a solid band). Two marks of the same shape in different hues come out near 0.
double pattern_distance(const std::vector<int>& a, const std::vector<int>& b,
                        const std::vector<int>& bare) {
    const std::vector<bool> sa = shows(a, bare), sb = shows(b, bare);
    std::size_t differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        differ += sa[i] != sb[i] || std::abs(a[i] - b[i]) > 64 ? 1 : 0;
    }
    return double(differ) / double(a.size());
}

constexpr CardOverlay marks[] = {CardOverlay::Selected, CardOverlay::Hint, CardOverlay::Focus,
                                 CardOverlay::Dim, CardOverlay::DropTarget};
const char* const mark_names[] = {"selected", "hint", "focus", "dim", "drop target"};

} // namespace

TEST_CASE("the deck setting: four-colour by default and in older files, each kept, a wrong one "
          "said") {
    CHECK(Settings{}.deck == "four-colour");
    std::string error;
    // A file from before the decks: read as it was, nothing said.
    CHECK(settings_from_json(R"({"fullscreen": false, "sound": true})", &error).deck ==
          "four-colour");
    CHECK(error.empty());
    for (const DeckChoice& deck : decks) {
        Settings s;
        s.deck = std::string(deck.name);
        error.clear();
        CHECK(settings_from_json(settings_to_json(s), &error) == s);
        CHECK(error.empty());
    }
    // Not a deck, or not text: the four-colour deck, and the player told which key.
    error.clear();
    CHECK(settings_from_json(R"({"deck": "rainbow"})", &error).deck == "four-colour");
    CHECK(error.find("\"deck\"") != std::string::npos);
    CHECK(error.find("rainbow") != std::string::npos);
    error.clear();
    CHECK(settings_from_json(R"({"deck": 3})", &error).deck == "four-colour");
    CHECK(error.find("\"deck\"") != std::string::npos);
}

TEST_CASE("each deck's atlas loads, laid out as the others, and draws its own cards") {
    const std::string assets = find_assets_dir();
    REQUIRE_FALSE(assets.empty());
    std::vector<AtlasImages> loaded;
    for (const DeckChoice& deck : decks) {
        CAPTURE(deck.name);
        loaded.push_back(load_atlas_images(assets + std::string(deck.file)));
        CHECK(loaded.back().error.empty());
        REQUIRE(loaded.back().levels.size() == Gfx::atlas_levels);
        CHECK(loaded.back().levels[0]->w == atlas::width);
        CHECK(loaded.back().levels[0]->h == atlas::height);
    }
    // No two decks are the same picture.
    const auto bytes = [](const AtlasImages& a) {
        const SDL_Surface* s = a.levels[0].get();
        return std::string(static_cast<const char*>(s->pixels),
                           static_cast<std::size_t>(s->pitch) * s->h);
    };
    CHECK(bytes(loaded[0]) != bytes(loaded[1]));
    CHECK(bytes(loaded[0]) != bytes(loaded[2]));
    CHECK(bytes(loaded[1]) != bytes(loaded[2]));
}

TEST_CASE("--deck draws with that deck; the Deck row turns it at once and keeps it") {
    AppFixture plain;
    const std::vector<int> four_colour = marked_card(plain, std::nullopt);

    AppFixture f;
    f.deck = "high-contrast";
    f.open();
    CHECK(f.app->settings().deck == "high-contrast");
    const std::vector<int> contrast = marked_card(f, std::nullopt);
    CHECK(contrast != four_colour);

    // Settings' Deck row: Enter turns to the next deck, drawn from the next frame on.
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    auto* settings = f.top_as<SettingsScene>();
    const std::size_t n = settings->rows().size();
    CHECK(settings->rows()[n - 6].label == "Deck: High contrast");
    const int generation = f.app->gfx().atlas_generation();
    f.click(settings->layout().rows[n - 6]);
    CHECK(settings->rows()[n - 6].label == "Deck: Four-colour");
    CHECK(f.app->settings().deck == "four-colour");
    CHECK(f.app->gfx().atlas_generation() == generation + 1);
    CHECK(marked_card(f, std::nullopt) == four_colour);
    f.key(SDLK_RIGHT); // Right: the next, classic
    CHECK(f.app->settings().deck == "classic");
    CHECK(load_settings(f.app->settings_path()).deck == "classic");

    // Kept: the next start draws with it.
    f.deck.clear();
    f.open();
    CHECK(f.app->settings().deck == "classic");
}

TEST_CASE("a table shows another deck at once: its kept picture is painted again") {
    AppFixture f;
    f.start_new("cruno", "expert", 7);
    REQUIRE(f.top() == "table");
    f.app->render_now();
    const std::vector<int> before = grey_frame(f);
    REQUIRE(f.app->use_deck("high-contrast"));
    f.app->render_now();
    CHECK(grey_frame(f) != before);
}

TEST_CASE("every deck's marks differ in shape, not only in colour") {
    for (const char* deck : {"four-colour", "classic", "high-contrast"}) {
        CAPTURE(deck);
        AppFixture f;
        f.deck = deck;
        f.open();
        const std::vector<int> bare = marked_card(f, std::nullopt);
        std::vector<std::vector<int>> marked;
        for (const CardOverlay mark : marks) {
            marked.push_back(marked_card(f, mark));
        }
        for (std::size_t i = 0; i < marked.size(); ++i) {
            CAPTURE(mark_names[i]);
            // Each mark shows on the card in grey: 2% of its pixels at the least.
            const std::vector<bool> s = shows(marked[i], bare);
            CHECK(double(std::count(s.begin(), s.end(), true)) / double(s.size()) > 0.02);
            for (std::size_t j = i + 1; j < marked.size(); ++j) {
                CAPTURE(mark_names[j]);
                const double distance = pattern_distance(marked[i], marked[j], bare);
                CAPTURE(distance);
                CHECK(distance > 0.03);
            }
        }
    }
}

TEST_CASE("the marks drawn by code differ in shape in grey: target glow, focus and lit ring") {
    AppFixture f;
    // A card at a table's size, its marks as the tables draw them (TableBase: spread 3).
    const Rect card{40, 40, 90, 126};
    const Rect box = card.inset(-12);
    const float spread = 3;
    const std::vector<int> bare = grey_in(f, card, box, [](Gfx&) {});
    const std::vector<std::function<void(Gfx&)>> paints = {
        [&](Gfx& g) { table::target_glow(g, card, spread + 1); },
        [&](Gfx& g) { table::focus_ring(g, card, spread); },
        [&](Gfx& g) { table::lit_ring(g, card, spread); }};
    const char* const names[] = {"glow", "focus", "lit"};
    std::vector<std::vector<int>> marked;
    for (const auto& paint : paints) {
        marked.push_back(grey_in(f, card, box, paint));
    }
    for (std::size_t i = 0; i < marked.size(); ++i) {
        CAPTURE(names[i]);
        const std::vector<bool> s = shows(marked[i], bare);
        CHECK(double(std::count(s.begin(), s.end(), true)) / double(s.size()) > 0.02);
        for (std::size_t j = i + 1; j < marked.size(); ++j) {
            CAPTURE(names[j]);
            const double distance = pattern_distance(marked[i], marked[j], bare);
            CAPTURE(distance);
            CHECK(distance > 0.05);
        }
    }
}

TEST_CASE("the player's bullet on the log and the scores is a square, the computer's a disc") {
    AppFixture f;
    // Large, to see the shapes: the two colours are nearly one grey (184 and 189).
    const Rect card{40, 40, 90, 126};
    const Rect box{150, 40, 60, 60};
    const Point at{box.cx(), box.cy()};
    const std::vector<int> bare = grey_in(f, card, box, [](Gfx&) {});
    const std::vector<int> human =
        grey_in(f, card, box, [&](Gfx& g) { table::seat_bullet(g, at, 20, table::human_mark); });
    const std::vector<int> computer =
        grey_in(f, card, box, [&](Gfx& g) { table::seat_bullet(g, at, 20, table::computer_mark); });
    const double distance = pattern_distance(human, computer, bare);
    CAPTURE(distance);
    CHECK(distance > 0.05);
}

} // namespace deck_test
