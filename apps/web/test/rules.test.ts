import { describe, expect, it } from 'vitest';
import { howToText } from '@kortbord/engine';
import { parseRoute } from '../src/routes';
import { rulesLink, rulesOptions } from '../src/ui/RulesPage';

describe('the rules page', () => {
  it('carries the chosen options in its link, and the how-to follows them', () => {
    const link = rulesLink('vri-atter', null, { drawLimit: 'until-playable', firstTurn: 'none' });
    const [path, search] = link.split('?') as [string, string];
    const route = parseRoute(path, `?${search}`);
    expect(route).toMatchObject({ name: 'rules', game: 'vri-atter' });
    const options = rulesOptions('vri-atter', `?${search}`);
    expect(options['drawLimit']).toBe('until-playable');
    expect(howToText('vri-atter', options, 'nb')).toContain('første tur: ingen begrensning');
    expect(howToText('vri-atter', options, 'sv')).toContain('tills ett kort passar');
    expect(howToText('vri-atter', rulesOptions('vri-atter', ''), 'nb')).toContain(
      'første tur: bare samme farge',
    );
  });

  it('knows only the five games', () => {
    expect(parseRoute('/regler/poker', '').name).toBe('home');
    expect(howToText('tuffa-viktor', rulesOptions('tuffa-viktor', '?preset=snabb'), 'en')).toContain(
      'first to 100',
    );
  });
});
