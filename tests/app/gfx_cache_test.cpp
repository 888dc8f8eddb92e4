// Gfx's prepared pictures (sprites, shadows, rounded corners, translucent fills): they draw what
// drawing straight from the atlas draws, and their memory stays bounded.

#include "app_fixture.hpp"

#include "app/core/settings.hpp"
#include "app/core/theme.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace gfx_cache_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using parlor::cards::Card;
using parlor::cards::Suit;

namespace {

// A bit of everything a table draws, at sizes that are not the atlas's.
void paint_sampler(Gfx& g) {
    g.felt();
    g.soft_shadow(Rect{40, 40, 420, 260}, 18);
    g.fill_rounded(Rect{40, 40, 420, 260}, 18, theme::panel);
    g.outline_rounded(Rect{40, 40, 420, 260}, 18, Color{110, 170, 130, 110});
    g.fill(Rect{500.5f, 30.25f, 700, 60}, Color{0, 0, 0, 60});
    g.fill(Rect{500, 100, 200, 40}, Color{200, 60, 40, 255});
    const Card cards[] = {Card::of(1, Suit::Spades), Card::of(12, Suit::Hearts),
                          Card::of(7, Suit::Diamonds), Card::of(13, Suit::Clubs)};
    float x = 500;
    for (const Card c : cards) {
        const Rect r{x, 180.5f, 117, 117 * Gfx::card_aspect};
        g.card_shadow(r);
        g.card(c, r);
        x += 60;
    }
    g.card_shadow(Rect{500, 420, 80, 112});
    g.card_back(Rect{500, 420, 80, 112});
    g.card_overlay(CardOverlay::Selected, Rect{600, 420, 80, 112});
    g.card(Card::of(3, Suit::Hearts), Rect{700, 420, 80, 112}, 128); // translucent: no shortcut
    g.disc(Point{900, 480}, 14, theme::gold);
    g.ring(Point{960, 480}, 14, Color{255, 255, 255, 200});
    g.text("Round 3 of 11", 60, 60, TextStyle{24, true, theme::gold, Align::Left});
    g.paragraph("A longer note that wraps inside its box, as the log and the help do.",
                Rect{60, 120, 380, 200}, TextStyle{18, false, theme::ink_soft, Align::Left});
}

std::vector<std::uint32_t> grab(AppFixture& f) {
    Gfx& g = f.app->gfx();
    g.begin_frame();
    paint_sampler(g);
    std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
    REQUIRE(SDL_RenderReadPixels(f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                 pixels.data(), g.width() * 4) == 0);
    return pixels;
}

int channel_difference(std::uint32_t a, std::uint32_t b) {
    int most = 0;
    for (int shift : {0, 8, 16}) {
        most = std::max(most, std::abs(int((a >> shift) & 0xff) - int((b >> shift) & 0xff)));
    }
    return most;
}

} // namespace

TEST_CASE("prepared sprites, shadows and shapes draw the picture the atlas draws") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    REQUIRE(g.caching());
    grab(f);                       // first sight: drawn from the atlas, remembered
    const auto prepared = grab(f); // second: prepared, then copied
    CHECK(g.prepared_pixels() > 0);
    g.set_caching(false);
    const auto direct = grab(f);
    CHECK(g.prepared_pixels() == 0);
    REQUIRE(prepared.size() == direct.size());
    int worst = 0;
    std::size_t off = 0;
    for (std::size_t i = 0; i < prepared.size(); ++i) {
        const int d = channel_difference(prepared[i], direct[i]);
        worst = std::max(worst, d);
        off += d > 0;
    }
    // Only the rounding of translucent fills differs (SDL's fill divides by 255, its blitter
    // shifts by 8): a few levels at most, never a moved or missing edge.
    CHECK(worst <= 4);
    MESSAGE("pixels that differ: " << off << " of " << prepared.size() << ", at most by " << worst);
}

TEST_CASE("a card's shadow copies only what lies round the hole its card covers") {
    // The hole is cleared by a fill of a float rectangle; what is left out of the copy must be
    // clear however the renderer cuts or rounds it to whole pixels.
    for (const float x : {6.0f, 6.2f, 6.5f, 6.9f}) {
        for (const float w : {80.0f, 80.4f, 80.5f, 80.99f}) {
            const Rect hole{x, x + 1.3f, w, w * 1.4f};
            const auto clear = Gfx::clear_inside(hole, 100, 140);
            REQUIRE(clear);
            CHECK(clear->x >= static_cast<int>(std::ceil(hole.x)));
            CHECK(clear->y >= static_cast<int>(std::ceil(hole.y)));
            CHECK(clear->x + clear->w <= static_cast<int>(hole.x) + static_cast<int>(hole.w));
            CHECK(clear->y + clear->h <= static_cast<int>(hole.y) + static_cast<int>(hole.h));
            // Most of the hole is left out (that is the saving).
            CHECK(float(clear->w * clear->h) > 0.85f * hole.w * hole.h);
        }
    }
    CHECK_FALSE(Gfx::clear_inside(Rect{2, 2, 3, 3}, 10, 10)); // too small to count on
    CHECK_FALSE(Gfx::clear_inside(Rect{-4, 2, 30, 30}, 40, 40));
}

TEST_CASE("a backdrop draws what the felt and its painting draw, and is painted once per key") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    int paintings = 0;
    auto chrome = [&] {
        ++paintings;
        g.fill_rounded(Rect{40, 40, 420, 260}, 18, theme::panel);
        g.text("Round 3 of 11", 60, 60, TextStyle{24, true, theme::gold, Align::Left});
    };
    // On top of it, a translucent panel on bare felt and one over the painted panel.
    auto grab_with = [&](const std::function<void()>& background) {
        g.begin_frame();
        background();
        g.fill(Rect{600, 300, 200, 100}, Color{0, 0, 0, 90});
        g.fill(Rect{300, 200, 300, 60}, Color{0, 0, 0, 90});
        std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
        REQUIRE(SDL_RenderReadPixels(f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                     pixels.data(), g.width() * 4) == 0);
        return pixels;
    };
    grab_with([&] { g.backdrop("round 3", chrome); }); // the fills are prepared on second sight
    const auto kept = grab_with([&] { g.backdrop("round 3", chrome); });
    CHECK(paintings == 1); // the same key: copied, not painted
    const auto direct = grab_with([&] {
        g.felt();
        chrome();
    });
    int worst = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        worst = std::max(worst, channel_difference(kept[i], direct[i]));
    }
    CHECK(worst <= 4);
    paintings = 0;
    g.backdrop("round 4", chrome);
    CHECK(paintings == 1); // a new key: painted again
    g.forget_prepared();
    g.backdrop("round 4", chrome);
    CHECK(paintings == 2); // and after the renderer lost its pictures
}

TEST_CASE("a still level over the backdrop is repainted exactly when what it draws changes") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    auto chrome = [&] { g.fill_rounded(Rect{40, 40, 420, 260}, 18, theme::panel); };
    Card shown = Card::of(7, Suit::Diamonds);
    std::string label = "Draw pile · 60";
    int calls = 0;
    auto still = [&] {
        ++calls;
        g.card_shadow(Rect{500, 180, 117, 164});
        g.card(shown, Rect{500, 180, 117, 164});
        g.text(label, 500, 360, TextStyle{18, false, theme::ink_soft, Align::Left});
        g.fill(Rect{480, 160, 300, 240}, Color{0, 0, 0, 40}); // translucent, over the card
    };
    auto grab_with = [&](const std::function<void()>& paint) {
        g.begin_frame();
        paint();
        std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
        REQUIRE(SDL_RenderReadPixels(f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                     pixels.data(), g.width() * 4) == 0);
        return pixels;
    };
    auto worst_difference = [](const std::vector<std::uint32_t>& a,
                               const std::vector<std::uint32_t>& b) {
        int worst = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            worst = std::max(worst, channel_difference(a[i], b[i]));
        }
        return worst;
    };
    auto layered = [&] { g.backdrop("bars", chrome, still); };
    auto direct = [&] {
        g.felt();
        chrome();
        still();
    };
    grab_with(layered); // prepares the card and the fills
    calls = 0;
    const auto kept = grab_with(layered);
    CHECK(calls == 1); // the fingerprint only: nothing it draws changed
    CHECK(worst_difference(kept, grab_with(direct)) <= 4);

    shown = Card::of(8, Suit::Diamonds); // one card different: painted again, and right
    calls = 0;
    const auto changed = grab_with(layered);
    CHECK(calls == 2);
    CHECK(worst_difference(changed, kept) > 16);
    CHECK(worst_difference(changed, grab_with(direct)) <= 4);

    label = "Draw pile · 59"; // one character of a label
    calls = 0;
    grab_with(layered);
    CHECK(calls == 2);

    calls = 0;
    g.begin_frame();
    g.backdrop("bars, hovered", chrome, still); // the backdrop under it changed
    CHECK(calls == 2);
}

TEST_CASE("a veiled card is drawn in one copy, with the pixels of the card and its veil") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    const Card shown = Card::of(9, Suit::Hearts);
    const Rect at{300.6f, 200.3f, 117, 117 * Gfx::card_aspect}; // not the atlas's size
    // The card and its veil; `apart` puts a drawing call between them that draws nothing
    // (a clip lifted), which makes them two separate copies as before the shortcut.
    auto grab_with = [&](bool veiled, bool apart, std::uint8_t alpha = 255) {
        g.begin_frame();
        g.felt();
        g.fill(Rect{280, 190, 60, 300}, Color{200, 60, 40, 255}); // under the rounded corners
        g.card_shadow(at);
        g.card(shown, at);
        if (apart) {
            g.clip(std::nullopt);
        }
        if (veiled) {
            g.card_overlay(CardOverlay::Dim, at, alpha);
        }
        std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
        REQUIRE(SDL_RenderReadPixels(f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                     pixels.data(), g.width() * 4) == 0);
        return pixels;
    };
    for (const std::uint8_t alpha : {std::uint8_t{255}, std::uint8_t{110}}) {
        CAPTURE(int(alpha));
        for (int i = 0; i < 3; ++i) { // prepared on second sight: the card, its veil, both
            grab_with(true, false, alpha);
        }
        const std::size_t before = g.veiled_copies();
        const auto one_copy = grab_with(true, false, alpha);
        CHECK(g.veiled_copies() == before + 1);
        const auto two_copies = grab_with(true, true, alpha);
        CHECK(g.veiled_copies() == before + 1); // not after another drawing call
        CHECK(one_copy == two_copies);          // the very same pixels
    }
    // A card no longer veiled is drawn as a card: nothing of the veil is kept with it.
    const auto plain = grab_with(false, false);
    CHECK(plain != grab_with(true, false));
    CHECK(plain == grab_with(false, true));
    // The veil somewhere else than over the card just drawn is the plain overlay.
    const std::size_t before = g.veiled_copies();
    g.begin_frame();
    g.card(shown, at);
    g.card_overlay(CardOverlay::Dim, at.moved(1, 0));
    CHECK(g.veiled_copies() == before);
}

TEST_CASE("the panels' fills on the felt stay prepared on a window of any size") {
    AppFixture f(3840, 2160);
    Gfx& g = f.app->gfx();
    g.begin_frame();
    CHECK(g.felt_blend_budget() >= std::size_t{3840} * 2160);
    // Translucent panels on the felt covering most of a 4K window: all of them stay prepared
    // (before, the budget held a third of them and the rest were prepared again every frame).
    auto paint = [&] {
        g.begin_frame();
        g.felt();
        for (int i = 0; i < 6; ++i) {
            g.fill(Rect{20.0f + 630.0f * float(i), 20, 600, 2000}, Color{0, 0, 0, 90});
        }
    };
    paint();
    paint(); // prepared on second sight
    const std::size_t prepared = g.prepared_pixels();
    CHECK(prepared >= std::size_t{6} * 600 * 2000);
    paint();
    CHECK(g.prepared_pixels() == prepared); // nothing dropped, nothing made again
}

TEST_CASE("a word wider than the line is cut where the line is full") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    const TextStyle style{16, false, theme::ink, Align::Left};
    const std::string path = "/home/someone/games/parlor/saves/five-crowns-sunday-evening.txt";
    const auto lines = g.wrap("Resumed from " + path, 150, style);
    REQUIRE(lines.size() > 2);
    std::string joined;
    for (const std::string& line : lines) {
        CHECK(g.measure(line, style).w <= 150);
        joined += line;
    }
    CHECK(joined == "Resumed from" + path); // every character kept, in order
    CHECK(g.wrap("Resumed from", 150, style).size() == 1);
}

TEST_CASE("prepared pictures stay within their budget while sizes keep changing") {
    AppFixture f;
    Gfx& g = f.app->gfx();
    // A card growing every frame (an animation) is never worth preparing; a card that stays is.
    for (int frame = 0; frame < 400; ++frame) {
        g.begin_frame();
        const float w = 40.0f + float(frame);
        g.card(Card::of(1 + frame % 13, Suit::Spades), Rect{10, 10, w, w * Gfx::card_aspect});
        g.card(Card::of(5, Suit::Hearts), Rect{10, 10, 130, 182});
        g.fill_rounded(Rect{0, 0, 300, 200}, 4.0f + float(frame % 40), theme::panel);
    }
    CHECK(g.prepared_pixels() > 0);
    CHECK(g.prepared_pixels() <=
          Gfx::sprite_pixel_budget + Gfx::slice_pixel_budget + Gfx::felt_blend_pixel_budget);
    g.forget_prepared();
    CHECK(g.prepared_pixels() == 0);
}

TEST_CASE("the renderer choice is kept in the settings, and a bad one means automatic") {
    Settings s;
    CHECK(s.renderer == "auto");
    s.renderer = "software";
    CHECK(settings_from_json(settings_to_json(s)).renderer == "software");
    CHECK(settings_from_json(R"({"renderer": "gpu"})").renderer == "gpu");
    CHECK(settings_from_json(R"({"renderer": "vulkan"})").renderer == "auto");
    CHECK(settings_from_json(R"({"renderer": 3})").renderer == "auto");
}

TEST_CASE("automatic drawing decides without a GL driver where it can, and remembers a probe") {
    AppFixture f; // SDL up, on the dummy driver
    SDL_Window* window = SDL_CreateWindow("probe", 0, 0, 320, 200, SDL_WINDOW_HIDDEN);
    REQUIRE(window != nullptr);
    {
        RendererProbe probe;
        // No graphics device: the software renderer at once, nothing probed or kept.
        RendererChoice made = create_renderer(window, "auto", probe, "");
        REQUIRE(made.renderer != nullptr);
        CHECK(made.decision == RendererDecision::NoDevice);
        SDL_RendererInfo info{};
        SDL_GetRendererInfo(made.renderer.get(), &info);
        CHECK(std::string(info.name) == "software");
        CHECK(probe.answer.empty());
    }
    {
        // The devices of the last probe: its answer, without asking again.
        RendererProbe probe{"/dev/dri/card0", "software"};
        RendererChoice made = create_renderer(window, "auto", probe, "/dev/dri/card0");
        REQUIRE(made.renderer != nullptr);
        CHECK(made.decision == RendererDecision::Remembered);
        CHECK(probe == RendererProbe{"/dev/dri/card0", "software"});
    }
    {
        // Other devices: the driver is asked, and what it said is kept with them.
        RendererProbe probe{"/dev/dri/card0", "software"};
        RendererChoice made =
            create_renderer(window, "auto", probe, "/dev/dri/card0 /dev/dri/renderD128");
        REQUIRE(made.renderer != nullptr);
        CHECK(made.decision == RendererDecision::Probed);
        CHECK(probe.devices == "/dev/dri/card0 /dev/dri/renderD128");
        CHECK((probe.answer == "gpu" || probe.answer == "software"));
    }
    SDL_DestroyWindow(window);
    // The probe's answer goes through settings.json; a strange one is forgotten.
    Settings s;
    s.renderer_probe = RendererProbe{"/dev/dri/card0", "gpu"};
    CHECK(settings_from_json(settings_to_json(s)) == s);
    CHECK(settings_from_json(R"({"renderer_probe": {"devices": "x", "answer": "maybe"}})")
              .renderer_probe.answer.empty());
}

} // namespace gfx_cache_test
