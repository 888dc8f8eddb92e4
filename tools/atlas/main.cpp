// parlor_atlas_gen [check] [--deck NAME] OUTPUT.qoi [FONT_DIR]: draws every card, the card back,
// the overlays and the UI pieces of one deck (src/app/core/decks.hpp; the default four-colour deck
// when no --deck is given) into one image laid out as src/app/core/atlas_layout.hpp says.
// Deterministic: running it again writes the same bytes. Uses only the fonts of Debian's
// fonts-dejavu-core. With `check`, writes nothing and fails when the file is not what it draws (the
// test atlas_matches_drawing: a change to the drawing must come with the redrawn file).
//
// The image is written as QOI, not PNG: the window decodes it (SDL_image reads both) in a
// quarter of the time (some 16 ms against 65 ms here), and decoding it is most of the work
// before the first frame.

#include "app/core/atlas_layout.hpp"
#include "app/core/decks.hpp"
#include "atlas/canvas.hpp"
#include "atlas/card_painter.hpp"

#include <SDL.h>
#include <SDL_ttf.h>

#define QOI_IMPLEMENTATION
#include <qoi.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

namespace {

namespace layout = parlor::app::atlas;
using namespace parlor::atlas_gen;

TTF_Font* open_font(const std::string& dir, const char* file, int size) {
    const std::string path = dir + "/" + file;
    TTF_Font* f = TTF_OpenFont(path.c_str(), size);
    if (!f) {
        throw std::runtime_error("cannot open " + path +
                                 " (install fonts-dejavu-core): " + TTF_GetError());
    }
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    return f;
}

void put(SDL_Surface* atlas, const Canvas& c, layout::Cell cell) {
    const auto bytes = c.to_rgba8();
    for (int y = 0; y < cell.h; ++y) {
        auto* row = static_cast<Uint8*>(atlas->pixels) + (cell.y + y) * atlas->pitch + cell.x * 4;
        std::memcpy(row, &bytes[static_cast<std::size_t>(y) * cell.w * 4],
                    static_cast<std::size_t>(cell.w) * 4);
    }
}

// The bytes of the file at `path` (empty if it cannot be read).
std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

} // namespace

int main(int argc, char** argv) {
    const bool check = argc > 1 && std::strcmp(argv[1], "check") == 0;
    int first = check ? 2 : 1;
    Deck deck = Deck::FourColour;
    if (argc > first + 1 && std::strcmp(argv[first], "--deck") == 0) {
        const auto* choice = parlor::app::find_deck(argv[first + 1]);
        if (!choice) {
            std::fprintf(stderr, "%s: --deck: %s is not %s\n", argv[0], argv[first + 1],
                         parlor::app::deck_names.data());
            return 2;
        }
        deck = static_cast<Deck>(choice - parlor::app::decks);
        first += 2;
    }
    if (argc <= first) {
        std::fprintf(stderr, "usage: %s [check] [--deck NAME] OUTPUT.qoi [FONT_DIR]\n", argv[0]);
        return 2;
    }
    const std::string out = argv[first];
    const std::string font_dir =
        argc > first + 1 ? argv[first + 1] : "/usr/share/fonts/truetype/dejavu";
    if (TTF_Init() != 0) {
        std::fprintf(stderr, "TTF_Init: %s\n", TTF_GetError());
        return 1;
    }
    int status = 0;
    try {
        Fonts fonts;
        fonts.index = open_font(font_dir, "DejaVuSans-Bold.ttf", index_font_size(deck));
        fonts.letter = open_font(font_dir, "DejaVuSans-Bold.ttf", letter_font_size(deck));
        fonts.face = open_font(font_dir, "DejaVuSerif-Bold.ttf", 112);
        fonts.label = open_font(font_dir, "DejaVuSans-Bold.ttf", 30);

        SDL_Surface* atlas = SDL_CreateRGBSurfaceWithFormat(0, layout::width, layout::height, 32,
                                                            SDL_PIXELFORMAT_RGBA32);
        if (!atlas) {
            throw std::runtime_error(std::string("out of memory: ") + SDL_GetError());
        }
        std::memset(atlas->pixels, 0, static_cast<std::size_t>(atlas->pitch) * atlas->h);

        for (int suit = 0; suit < 5; ++suit) {
            for (int rank = 1; rank <= 13; ++rank) {
                Canvas c(layout::card_w, layout::card_h);
                paint_face(c, fonts, rank, suit, deck);
                put(atlas, c, layout::face(rank, suit));
            }
        }
        for (int which = 1; which <= layout::action_count; ++which) {
            for (int suit = 0; suit < 4; ++suit) {
                Canvas c(layout::card_w, layout::card_h);
                paint_action(c, fonts, which, suit, deck);
                put(atlas, c, layout::action(which, suit));
            }
        }
        for (int j = 1; j <= 3; ++j) {
            Canvas c(layout::card_w, layout::card_h);
            paint_joker(c, fonts, j, deck);
            put(atlas, c, layout::joker(j));
        }
        {
            Canvas c(layout::card_w, layout::card_h);
            paint_back(c, deck);
            put(atlas, c, layout::back());
        }
        for (int o = 0; o < layout::overlay_count; ++o) {
            Canvas c(layout::card_w, layout::card_h);
            paint_overlay(c, o, deck);
            put(atlas, c, layout::overlay(static_cast<layout::CardOverlay>(o)));
        }
        for (int p = 0; p < layout::ui_piece_count; ++p) {
            Canvas c(layout::ui_size, layout::ui_size);
            paint_ui_piece(c, p);
            put(atlas, c, layout::ui_piece(static_cast<layout::UiPiece>(p)));
        }
        const qoi_desc desc{static_cast<unsigned>(layout::width),
                            static_cast<unsigned>(layout::height), 4, QOI_SRGB};
        int size = 0;
        void* encoded =
            atlas->pitch == layout::width * 4 ? qoi_encode(atlas->pixels, &desc, &size) : nullptr;
        SDL_FreeSurface(atlas);
        for (TTF_Font* f : {fonts.index, fonts.letter, fonts.face, fonts.label}) {
            TTF_CloseFont(f);
        }
        if (!encoded) {
            throw std::runtime_error("cannot encode the atlas");
        }
        const std::string drawn(static_cast<const char*>(encoded), static_cast<std::size_t>(size));
        std::free(encoded);
        if (check) {
            if (read_file(out) != drawn) {
                throw std::runtime_error(out + " is not what the generator draws: redraw it with "
                                               "cmake --build <build> --target atlas");
            }
            std::printf("%s is what the generator draws\n", out.c_str());
        } else {
            std::ofstream file(out, std::ios::binary | std::ios::trunc);
            if (!file.write(drawn.data(), static_cast<std::streamsize>(drawn.size())) ||
                !file.flush()) {
                throw std::runtime_error("cannot write " + out);
            }
            std::printf("wrote %s (%dx%d)\n", out.c_str(), layout::width, layout::height);
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "parlor_atlas_gen: %s\n", e.what());
        status = 1;
    }
    TTF_Quit();
    return status;
}
